# Thread: https://github.com/google-deepmind/alphafold/issues/558
# Shape: a module's __call__ adds the previous recycling iteration's first MSA row into the MSA activations with `jax.ops.index_add`, which newer JAX removed
# expect: AttributeError at line 24
import jax
import jax.numpy as jnp


class EmbeddingsAndEvoformer:
    def __init__(self, msa_channel, seed=0):
        key = jax.random.key(seed)
        self.w_msa = jax.random.normal(key, (22, msa_channel)) * 0.02
        self.w_prev = jnp.eye(msa_channel)

    def __call__(self, batch, prev):
        msa_activations = jax.nn.one_hot(batch["msa"], 22) @ self.w_msa
        prev_msa_first_row = prev["prev_msa_first_row"] @ self.w_prev
        msa_activations = self.add_recycled_row(msa_activations, prev_msa_first_row)
        return {
            "msa": msa_activations,
            "msa_first_row": msa_activations[0],
        }

    def add_recycled_row(self, msa_activations, prev_msa_first_row):
        return jax.ops.index_add(msa_activations, 0, prev_msa_first_row)


module = EmbeddingsAndEvoformer(msa_channel=8)
batch = {"msa": jnp.zeros((4, 5), dtype=jnp.int32)}
prev = {"prev_msa_first_row": jnp.zeros((5, 8))}
for _ in range(2):
    out = module(batch, prev)
    prev = {"prev_msa_first_row": out["msa_first_row"]}
print(out["msa"].shape)
