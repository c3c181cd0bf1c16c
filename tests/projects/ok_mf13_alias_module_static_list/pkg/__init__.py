from . import ops as K
