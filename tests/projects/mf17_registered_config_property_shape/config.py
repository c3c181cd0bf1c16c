import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class ModelConfig:
    width: int
    expansion: int = 4

    @property
    def hidden(self):
        return self.width * self.expansion
