# Thread: https://github.com/Physical-Intelligence/openpi/pull/550
# Shape: the fix from the PR: the decoding step chooses between the sampled and the greedy token with jnp.where on the traced temperature, so the while_loop body has no Python branch on it
# expect: ok
import jax
import jax.numpy as jnp


class Pi0Fast:
    def __init__(self, vocab_size, max_decoding_steps):
        self.vocab_size = vocab_size
        self.max_decoding_steps = max_decoding_steps
        self.embed = jnp.linspace(-1.0, 1.0, vocab_size)

    def decode_logits(self, last_logit):
        return jnp.tanh(last_logit + self.embed)

    def sample_actions(self, rng, prefix_logit, temperature=0.0):
        output_tokens = jnp.zeros(self.max_decoding_steps, dtype=jnp.int32)

        def step(carry):
            rng, last_logit, output_tokens, all_eos, step = carry
            rng, rng_step = jax.random.split(rng)
            sampled = jax.random.categorical(rng_step, last_logit / jnp.maximum(temperature, 1e-6))
            token = jnp.where(temperature > 0.0, sampled, jnp.argmax(last_logit))
            output_tokens = output_tokens.at[step].set(token)
            all_eos = token == self.vocab_size - 1
            return rng, self.decode_logits(last_logit), output_tokens, all_eos, step + 1

        def cond(carry):
            _, _, _, all_eos, step = carry
            return jnp.logical_and(jnp.logical_not(all_eos), step < self.max_decoding_steps)

        init = (rng, prefix_logit, output_tokens, jnp.array(False), jnp.array(0))
        _, _, output_tokens, _, _ = jax.lax.while_loop(cond, step, init)
        return output_tokens


class Policy:
    def __init__(self, model, sample_kwargs=None):
        self._model = model
        self._sample_actions = jax.jit(model.sample_actions)
        self._sample_kwargs = sample_kwargs or {}
        self._rng = jax.random.key(0)

    def infer(self, obs):
        self._rng, sample_rng = jax.random.split(self._rng)
        return self._sample_actions(sample_rng, obs, **self._sample_kwargs)


policy = Policy(Pi0Fast(vocab_size=16, max_decoding_steps=8), sample_kwargs={"temperature": 0.7})
print(policy.infer(jnp.zeros(16)))
