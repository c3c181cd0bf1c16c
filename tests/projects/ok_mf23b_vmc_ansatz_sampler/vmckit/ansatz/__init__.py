from .base import ANSATZE, Ansatz, make_ansatz, register_ansatz
from . import gaussian, jastrow  # noqa: F401  (fill ANSATZE)

__all__ = ["ANSATZE", "Ansatz", "make_ansatz", "register_ansatz"]
