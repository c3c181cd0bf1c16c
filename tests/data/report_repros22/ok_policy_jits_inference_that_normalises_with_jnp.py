# Thread: https://github.com/hyy02/RT-1/issues/4
# Shape: the same jitted inference method normalising the observation with `jnp.asarray`, which keeps the traced image in JAX
# expect: ok
import jax
import jax.numpy as jnp


class BCJaxPyPolicy:
    def __init__(self, params):
        self.params = params
        self._jit_inference = jax.jit(self._run_action_inference)

    def _run_action_inference(self, observation):
        rgb = jnp.asarray(observation["rgb"], dtype=jnp.float32) / 255.0
        features = rgb.reshape(-1) @ self.params["w"]
        return jnp.tanh(features)

    def action(self, observation):
        return self._jit_inference(observation)


policy = BCJaxPyPolicy({"w": jnp.full((12, 2), 0.01)})
obs = {"rgb": jnp.arange(12, dtype=jnp.uint8).reshape(2, 2, 3)}
print(policy.action(obs))
