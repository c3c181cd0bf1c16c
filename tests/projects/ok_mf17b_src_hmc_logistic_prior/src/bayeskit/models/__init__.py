from . import logistic
