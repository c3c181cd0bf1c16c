import dataclasses

import jax


def pytree_module(cls):
    """A frozen dataclass whose fields are all pytree leaves, as an eqx.Module."""
    cls = dataclasses.dataclass(frozen=True)(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    return jax.tree_util.register_dataclass(cls, data_fields=names, meta_fields=[])
