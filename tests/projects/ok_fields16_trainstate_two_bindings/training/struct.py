import dataclasses

import jax


def field(pytree_node=True, **kwargs):
    return dataclasses.field(metadata={"static": not pytree_node}, **kwargs)


def dataclass(cls):
    cls = dataclasses.dataclass(frozen=True)(cls)
    return jax.tree_util.register_dataclass(cls)
