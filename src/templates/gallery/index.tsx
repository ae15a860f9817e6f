import { Typography } from '@mui/material';

/** The components gallery (`/components`, `/components/:page`). */
export default function Gallery() {
    return <Typography variant="h5" component="h1">گالری اجزا</Typography>;
}
