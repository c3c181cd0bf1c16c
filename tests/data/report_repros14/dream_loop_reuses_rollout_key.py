# Thread: https://github.com/SlopDotCash/asi/issues/160
# Shape: a planning/dreaming loop splits its carried key, seeds the rollout's behavior state with the post-split key (`behavior_state.replace(rng_key=key)`) and also carries that same key into the next dream, where it is split again after the rollout consumed it (the key-reuse checker on)
# expect: KeyReuseError at line 27; cause line 19
import dataclasses

import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


@dataclasses.dataclass(frozen=True)
class BehaviorState:
    rng_key: jax.Array
    temperature: float = 1.0


def sample_action(behavior_state, obs):
    key, sample_key = jax.random.split(behavior_state.rng_key)
    action = behavior_state.temperature * jax.random.normal(sample_key, obs.shape)
    return dataclasses.replace(behavior_state, rng_key=key), action


def step9_update(key, model_state, behavior_state, planning_budget=3, dream_rollout_horizon=1):
    dreams = []
    for _ in range(planning_budget):
        key, candidate_key = jax.random.split(key)
        obs = model_state + 0.1 * jax.random.normal(candidate_key, model_state.shape)
        rollout_state = dataclasses.replace(behavior_state, rng_key=key)
        for _ in range(dream_rollout_horizon):
            rollout_state, action = sample_action(rollout_state, obs)
            obs = obs + 0.1 * action
        dreams.append(obs)
    return jnp.stack(dreams)


behavior = BehaviorState(rng_key=jax.random.key(7))
print(step9_update(jax.random.key(0), jnp.zeros(3), behavior))
