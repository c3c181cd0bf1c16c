from .safe import *
