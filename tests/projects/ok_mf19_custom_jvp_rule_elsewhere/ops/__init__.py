from .safe import safe_log
from .rules import safe_log_jvp

safe_log.defjvp(safe_log_jvp)
