import dataclasses

import jax


class Module:
    """Equinox-like: every subclass is a dataclass whose fields are all pytree leaves."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        dataclasses.dataclass(cls)
        names = [f.name for f in dataclasses.fields(cls)]
        jax.tree_util.register_pytree_node(
            cls,
            lambda m: ([getattr(m, n) for n in names], None),
            lambda _, leaves: cls(*leaves),
        )
