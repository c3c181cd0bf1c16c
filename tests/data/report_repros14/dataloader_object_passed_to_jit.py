# Thread: https://github.com/BirkhoffG/jax-dataloader/issues/2
# Shape: a DataLoader object (dataset, batch size, shuffle flag, __iter__ yielding NumPy batches) passed as an ordinary argument to a jitted function that iterates it; the loader is not a valid JAX type
# expect: TypeError at line 49
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


@jax.jit
def foo(train_loader):
    train_iter = iter(train_loader)
    Xtr, Ytr = next(train_iter)
    return Xtr.mean(), Ytr.sum()


print(foo(train_loader))
