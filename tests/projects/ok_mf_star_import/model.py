import math

from core.helpers import *


def scale_for(x):  # shadows the star-imported helper: this one runs under jit
    return 1.0 / math.sqrt(x.shape[-1])


def forward(x):
    return x * scale_for(x) / width(x)
