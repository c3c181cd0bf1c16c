import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class ModelConfig:
    width: int = dataclasses.field(metadata=dict(static=True))
    expansion: int = dataclasses.field(default=4, metadata=dict(static=True))

    @property
    def hidden(self):
        return self.width * self.expansion
