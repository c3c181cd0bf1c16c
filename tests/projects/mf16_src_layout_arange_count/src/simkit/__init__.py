from .integrate import rollout

__all__ = ["rollout"]
