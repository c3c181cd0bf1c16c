from .regressor import Regressor
