from .tables import *
from .dynamics import body
