# Thread: https://github.com/pyrddlgym-project/pyRDDLGym-jax/issues/16
# Shape: a simulator class compiles its transition with jax.jit in `__init__`; its `step` method converts the returned fluent dict back to NumPy with the removed `jax.tree_map(np.asarray, subs)` before handing it to the Gym-style caller
# expect: AttributeError at line 32
import jax
import jax.numpy as jnp
import numpy as np


class JaxRDDLCompiler:
    def __init__(self, decay):
        self.decay = decay

    def compile_transition(self):
        def transition(subs, actions, key):
            noise = jax.random.normal(key, subs["level"].shape) * 0.01
            level = self.decay * subs["level"] + actions["inflow"] + noise
            return {"level": level, "overflow": level > 1.0}

        return jax.jit(transition)


class JaxRDDLSimulator:
    def __init__(self, compiler, init_subs, seed=0):
        self.transition = compiler.compile_transition()
        self.subs = init_subs
        self.key = jax.random.key(seed)

    def step(self, actions):
        self.key, subkey = jax.random.split(self.key)
        subs = self.transition(self.subs, actions, subkey)
        self.subs = subs
        obs = jax.tree_map(np.asarray, subs)
        return obs


sim = JaxRDDLSimulator(JaxRDDLCompiler(decay=0.9), {"level": jnp.zeros(3), "overflow": jnp.zeros(3, dtype=bool)})
for _ in range(3):
    obs = sim.step({"inflow": jnp.full(3, 0.2)})
print(obs["level"])
