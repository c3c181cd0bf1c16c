from .safe import safe_log
