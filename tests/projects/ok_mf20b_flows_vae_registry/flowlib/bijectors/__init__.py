"""Bijector classes by name; the flow builds its layers from this table."""
from .base import Bijector
from .actnorm import ActNorm
from .coupling import AffineCoupling
from .permute import Reverse

BIJECTORS = {"actnorm": ActNorm, "coupling": AffineCoupling, "reverse": Reverse}


def make_bijector(name, dim, index, hidden):
    return BIJECTORS[name](dim=dim, index=index, hidden=hidden)


__all__ = ["Bijector", "BIJECTORS", "make_bijector"]
