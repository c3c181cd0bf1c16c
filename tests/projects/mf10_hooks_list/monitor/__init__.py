from .hooks import grad_norm_hook, nan_hook
