# Thread: https://github.com/google-deepmind/alphafold/issues/558
# Shape: the same recycling step written with the .at property (`msa_activations.at[0].add(prev_msa_first_row)`)
# expect: ok
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
        return msa_activations.at[0].add(prev_msa_first_row)


module = EmbeddingsAndEvoformer(msa_channel=8)
batch = {"msa": jnp.zeros((4, 5), dtype=jnp.int32)}
prev = {"prev_msa_first_row": jnp.zeros((5, 8))}
for _ in range(2):
    out = module(batch, prev)
    prev = {"prev_msa_first_row": out["msa_first_row"]}
print(out["msa"].shape)
