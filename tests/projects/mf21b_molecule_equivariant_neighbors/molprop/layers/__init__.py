from .equivariant import MessageBlock, UpdateBlock
from .readout import READOUTS, make_readout

__all__ = ["MessageBlock", "UpdateBlock", "READOUTS", "make_readout"]
