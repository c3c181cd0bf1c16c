# Thread: https://github.com/hyy02/RT-1/issues/4
# Shape: a policy class jits its own `_run_action_inference` in `__init__`; the method normalises the observation image with `np.asarray(...) / 255.0`, which converts the traced observation
# expect: TracerArrayConversionError at line 15
import jax
import jax.numpy as jnp
import numpy as np


class BCJaxPyPolicy:
    def __init__(self, params):
        self.params = params
        self._jit_inference = jax.jit(self._run_action_inference)

    def _run_action_inference(self, observation):
        rgb = np.asarray(observation["rgb"], dtype=np.float32) / 255.0
        features = rgb.reshape(-1) @ self.params["w"]
        return jnp.tanh(features)

    def action(self, observation):
        return self._jit_inference(observation)


policy = BCJaxPyPolicy({"w": jnp.full((12, 2), 0.01)})
obs = {"rgb": jnp.arange(12, dtype=jnp.uint8).reshape(2, 2, 3)}
print(policy.action(obs))
