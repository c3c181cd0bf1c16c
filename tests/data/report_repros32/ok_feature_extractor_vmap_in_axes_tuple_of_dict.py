# Thread: https://github.com/jax-ml/jax/issues/18548
# Shape: the fix from the thread: `in_axes=({"image": 0, "mask": 0},)`, a one-entry tuple for the one positional argument
# expect: ok
import jax
import jax.numpy as jnp


class FeatureExtractor:
    def __init__(self, num_bins):
        self.num_bins = num_bins

    def featurize(self, example):
        masked = example["image"] * example["mask"]
        return jnp.histogram(masked, bins=self.num_bins, range=(0.0, 1.0))[0]

    def batch_features(self, batch):
        return jax.vmap(self.featurize, in_axes=({"image": 0, "mask": 0},))(batch)


extractor = FeatureExtractor(4)
batch = {"image": jnp.linspace(0.0, 1.0, 24).reshape(3, 8), "mask": jnp.ones((3, 8))}
print(extractor.batch_features(batch))
