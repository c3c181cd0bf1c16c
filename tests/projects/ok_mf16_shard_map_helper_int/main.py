import jax
import jax.numpy as jnp
from jax.sharding import Mesh

from kernels import global_count
from sharding import data_parallel


def main():
    mesh = Mesh(jax.devices(), ("d",))
    count = data_parallel(global_count, mesh)
    return count(jnp.array([True, False, True, True]))
