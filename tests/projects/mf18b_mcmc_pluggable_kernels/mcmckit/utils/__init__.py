from .report import format_summary
from .timing import Timer

__all__ = ["Timer", "format_summary"]
