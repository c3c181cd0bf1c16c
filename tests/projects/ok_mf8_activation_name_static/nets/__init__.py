from nets.mlp import forward, init

__all__ = ["forward", "init"]
