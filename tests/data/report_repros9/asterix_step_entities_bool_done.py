# Thread: https://github.com/RobertTLange/gymnax/issues/83
# Shape: a helper of a jitted environment step returns `bool(done > 0)` for the episode flag
# expect: TracerBoolConversionError at line 17
import jax
import jax.numpy as jnp


def step_entities(state):
    entities = state["entities"]
    moved = entities.at[:, 0].add(entities[:, 1])
    hit = (moved[:, 0] == state["player_x"]) & (entities[:, 2] > 0)
    done = jnp.sum(hit)
    reward = jnp.sum(moved[:, 0] > 9)
    return (
        {"entities": moved % 10, "player_x": state["player_x"]},
        reward,
        bool(done > 0),
    )


@jax.jit
def step(key, state, action):
    state = {"entities": state["entities"], "player_x": jnp.clip(state["player_x"] + action, 0, 9)}
    state, reward, done = step_entities(state)
    return state, reward, done


state = {"entities": jnp.array([[0, 1, 1], [5, -1, 1], [3, 1, 0]]), "player_x": jnp.array(4)}
print(step(jax.random.PRNGKey(0), state, 1))
