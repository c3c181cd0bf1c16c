from .logging import log_scalar, summary
