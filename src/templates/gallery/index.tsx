import { Route, Routes } from 'react-router-dom';
import { GalleryIndex } from './GalleryIndex';
import { GalleryPage } from './GalleryPage';

/** The components gallery: `/components` (the index) and `/components/{page}`. */
export default function Gallery() {
    return (
        <Routes>
            <Route index element={<GalleryIndex />} />
            <Route path=":page" element={<GalleryPage />} />
        </Routes>
    );
}
