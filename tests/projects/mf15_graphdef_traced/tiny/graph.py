"""split a stateful module into a static description and its array state, and merge them back."""
import dataclasses


@dataclasses.dataclass(frozen=True)
class GraphDef:
    cls: type
    config: tuple


def split(module):
    state = {k: v for k, v in vars(module).items() if k != "config"}
    return GraphDef(type(module), tuple(module.config.items())), state


def merge(graphdef, state):
    module = object.__new__(graphdef.cls)
    module.config = dict(graphdef.config)
    for k, v in state.items():
        setattr(module, k, v)
    return module
