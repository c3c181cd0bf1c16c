from . import blocks as B
