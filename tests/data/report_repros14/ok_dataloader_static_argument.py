# Thread: https://github.com/BirkhoffG/jax-dataloader/issues/2
# Shape: the maintainer's answer: the loader is declared static (`partial(jax.jit, static_argnames=["train_loader"])`), so it is hashed by identity and iterated in Python while tracing
# expect: ok
from functools import partial

import jax
import numpy as np


class Dataset:
    def __init__(self, *arrays):
        assert all(len(a) == len(arrays[0]) for a in arrays)
        self.arrays = arrays

    def __len__(self):
        return len(self.arrays[0])

    def __getitem__(self, idx):
        return tuple(a[idx] for a in self.arrays)


class DataLoaderJax:
    def __init__(self, dataset, batch_size=1, shuffle=False, drop_last=False):
        self.dataset = dataset
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last

    def __iter__(self):
        indices = np.arange(len(self.dataset))
        if self.shuffle:
            np.random.shuffle(indices)
        stop = len(indices) - (len(indices) % self.batch_size if self.drop_last else 0)
        for start in range(0, stop, self.batch_size):
            yield self.dataset[indices[start:start + self.batch_size]]


X = np.random.rand(20, 28, 28).astype(np.float32)
Y = np.random.randint(0, 10, size=20)
ds = Dataset(X, Y)
train_loader = DataLoaderJax(ds, batch_size=5, shuffle=False, drop_last=False)


@partial(jax.jit, static_argnames=["train_loader"])
def foo(train_loader):
    train_iter = iter(train_loader)
    Xtr, Ytr = next(train_iter)
    return Xtr.mean(), Ytr.sum()


print(foo(train_loader))
