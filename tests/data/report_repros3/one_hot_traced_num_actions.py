# Thread: https://github.com/jax-ml/jax/issues/3654
# Shape: a DQN loss one-hot encodes replay actions with `num_actions` passed in as a traced argument
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def q_loss(q_values, replay_elements, num_actions):
    replay_action_one_hot = jax.nn.one_hot(replay_elements["action"], num_actions)
    replay_chosen_q = jnp.sum(q_values * replay_action_one_hot, axis=1)
    return jnp.mean((replay_elements["reward"] - replay_chosen_q) ** 2)


train_step = jax.jit(q_loss)
replay = {"action": jnp.array([0, 2, 1]), "reward": jnp.ones(3)}
train_step(jnp.zeros((3, 4)), replay, 4)
