# Thread: https://github.com/jax-ml/jax/issues/9411
# Shape: `nperseg` is declared a meta field of the registered dataclass, so it stays a Python int under jit
# expect: ok
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.tree_util.register_dataclass, data_fields=["fs"], meta_fields=["nperseg"])
@dataclasses.dataclass
class STFTFeatures:
    fs: float
    nperseg: int

    def __call__(self, audio):
        _, _, z = jax.scipy.signal.stft(audio, fs=self.fs, nperseg=self.nperseg)
        return jnp.log1p(jnp.abs(z))


@jax.jit
def featurize(extractor, audio):
    return extractor(audio)


audio = jnp.sin(jnp.linspace(0.0, 200.0, 4000))
print(featurize(STFTFeatures(fs=16000.0, nperseg=64), audio).shape)
