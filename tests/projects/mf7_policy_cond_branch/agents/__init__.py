from .policy import make_policy
