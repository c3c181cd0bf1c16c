"""A one-axis data-parallel mesh and the shardings of the batch and the replicated state."""
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P


def data_mesh():
    return Mesh(np.array(jax.devices()), ("data",))


def batch_sharding(mesh):
    return NamedSharding(mesh, P("data"))


def replicated(mesh):
    return NamedSharding(mesh, P())


def shard_batch(batch, mesh):
    return jax.device_put(batch, batch_sharding(mesh))
