from .masked import masked_mse
