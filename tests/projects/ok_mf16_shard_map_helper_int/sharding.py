import jax
from jax.sharding import PartitionSpec as P


def data_parallel(fn, mesh):
    return jax.jit(jax.shard_map(fn, mesh=mesh, in_specs=P("d"), out_specs=P()))
