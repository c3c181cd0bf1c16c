from .basis import bessel_rbf, cosine_cutoff
from .neighbors import NeighborList, neighbor_list

__all__ = ["bessel_rbf", "cosine_cutoff", "NeighborList", "neighbor_list"]
