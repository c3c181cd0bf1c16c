# Thread: https://github.com/google/flax/issues/1492
# Shape: the annotated-MNIST eval step reused for a dataset whose batches also carry an `id` column of byte strings; the whole batch dict goes into the jitted step, and a bytes array is not a JAX type
# expect: TypeError at line 25
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def eval_step(params, batch):
    logits = batch["image"].reshape(batch["image"].shape[0], -1) @ params["w"]
    return jnp.mean(jnp.argmax(logits, -1) == batch["label"])


def load_test_batch():
    return {
        "image": np.ones((4, 2, 2), np.float32),
        "label": np.array([0, 1, 2, 0]),
        "id": np.array([b"test_09933", b"test_05669", b"test_00163", b"test_03829"]),
    }


params = {"w": jnp.ones((4, 3))}
test_ds = load_test_batch()
print(eval_step(params, test_ds))
