from .ctc import ctc_loss, extend_with_blanks

__all__ = ["ctc_loss", "extend_with_blanks"]
