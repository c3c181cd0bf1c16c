from .warmup import scale_by_warmup
