"""Parameter trees as flat {'a/b/c': leaf} dicts, and folding a task's adapters into the base weights."""
import jax.numpy as jnp


def flatten(tree, prefix=""):
    out = {}
    items = tree.items() if isinstance(tree, dict) else enumerate(tree)
    for key, value in items:
        path = f"{prefix}/{key}" if prefix else str(key)
        if isinstance(value, (dict, list)):
            out.update(flatten(value, path))
        else:
            out[path] = value
    return out


def merge_adapters(params, cfg, task):
    def merge(tree):
        if isinstance(tree, list):
            return [merge(t) for t in tree]
        if "lora_A" in tree:
            delta = tree["lora_A"][task] @ tree["lora_B"][task] * (cfg.alpha / cfg.rank) * cfg.task_scales[task]
            return {"w": tree["w"] + delta}
        return {k: merge(v) if isinstance(v, (dict, list)) else v for k, v in tree.items()}
    return merge(params)


def adapter_norm(params):
    leaves = [v for p, v in flatten(params).items() if "lora_" in p]
    return float(jnp.sqrt(sum(jnp.sum(v ** 2) for v in leaves)))
