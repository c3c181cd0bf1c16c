from .cells import GRUCell
from .rnn import RNN

__all__ = ["GRUCell", "RNN"]
