from . import cell
from .rnn import unroll
