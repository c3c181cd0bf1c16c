from .kernels import make_mh_body
from .targets import banana, gaussian
