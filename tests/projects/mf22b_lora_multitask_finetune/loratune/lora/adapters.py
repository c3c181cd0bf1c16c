"""LoRA: a frozen base projection plus a low-rank update per task, B initialised to zero."""
import jax
import jax.numpy as jnp


class AdapterMixin:
    """Adapter parameters live under keys starting with 'lora_'."""

    adapter_prefix = "lora_"

    def adapter_keys(self, params):
        return [k for k in params if k.startswith(self.adapter_prefix)]


class LoRADense(AdapterMixin):
    def __init__(self, base, rank, alpha, num_tasks, task_scales):
        self.base, self.rank, self.num_tasks = base, rank, num_tasks
        self.scale = alpha / rank
        self.task_scales = list(task_scales)

    def init(self, key):
        params = self.base.init(key)
        k = jax.random.fold_in(key, 1)
        params["lora_A"] = jax.random.normal(k, (self.num_tasks, self.base.n_in, self.rank)) * 0.01
        params["lora_B"] = jnp.zeros((self.num_tasks, self.rank, self.base.n_out))
        return params

    def __call__(self, params, x, task=0):
        a, b = params["lora_A"][task], params["lora_B"][task]
        task_scale = self.task_scales[task]  # expect: JAX201
        return self.base(params, x) + (x @ a @ b) * self.scale * task_scale


def wrap_if_targeted(name, layer, cfg):
    if name not in cfg.targets:
        return layer
    return LoRADense(layer, cfg.rank, cfg.alpha, cfg.num_tasks, cfg.task_scales)


def is_lora_path(path):
    return AdapterMixin.adapter_prefix in path
