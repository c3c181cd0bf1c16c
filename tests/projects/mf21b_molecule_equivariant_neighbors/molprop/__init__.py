"""molprop: PaiNN-style equivariant networks for molecular energies and forces."""
from .config import get_config
from .model import PaiNN

__all__ = ["get_config", "PaiNN"]
